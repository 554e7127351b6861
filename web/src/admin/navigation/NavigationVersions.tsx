import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { VersionList } from '../common/VersionList.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';

interface NavigationVersionsProps {
  current: number;
  restoring: boolean;
  onRestore: (version: number) => void;
}

/** Every save of the menus, newest first; an earlier one can be put back in force. */
export function NavigationVersions({ current, restoring, onRestore }: NavigationVersionsProps) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const versions = useQuery({ queryKey: ['navigation', 'versions', current], queryFn: () => dataProvider.navigationVersions('navigation') });
  const rows = (versions.data?.data ?? []).map((row) => ({ version: row.version, savedAt: row.savedAt, summary: `${row.entries} entries` }));
  return <VersionList label="Saved versions of the menus" rows={rows} current={current} restoring={restoring} onRestore={onRestore} empty="No saves yet: the site shows the default menus." />;
}
