import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, testDataProvider } from 'react-admin';

/** Renders `ui` inside the back office's context, with a data provider that answers only `methods` (the rest refuse). */
export function renderAdmin(ui: ReactNode, methods: Record<string, unknown> = {}) {
  return render(<AdminContext dataProvider={testDataProvider(methods as never)}>{ui}</AdminContext>);
}
