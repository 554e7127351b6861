import { SAMPLE_MESSAGES, sampleCountsText } from '../../../common/sampleContent.ts';
import { NO_ACTIVITY, type ActivityService } from '../activity/service.ts';
import { HttpProblem } from '../http/problem.ts';
import type { SampleCounts, SampleKind, SampleRecordRepository } from './repository/sampleRecords.ts';

/** Who asks: only the owner removes the sample content. */
export interface SampleActor {
  username: string;
  isOwner: boolean;
}

export interface SampleContentService {
  /** The ids of the records still marked as sample, by kind. */
  list(): Promise<Record<SampleKind, number[]>>;
  /** Removes the unchanged sample records (see the repository); 403 for anyone but the owner. */
  remove(actor: SampleActor): Promise<{ removed: SampleCounts; kept: SampleCounts }>;
}

/** `forget`: drops what this process holds in memory of records removed under it. */
export function createSampleContentService({ repository, activity = NO_ACTIVITY, forget }: { repository: SampleRecordRepository; activity?: Pick<ActivityService, 'record'>; forget: () => void }): SampleContentService {
  return {
    list: () => repository.ids(),
    async remove(actor) {
      if (!actor.isOwner) throw new HttpProblem(403, SAMPLE_MESSAGES.onlyOwner);
      const result = await repository.removeUnchanged();
      forget();
      await activity.record({ actor: actor.username, action: 'site.removeSamples', detail: `removed ${sampleCountsText(result.removed)}; kept ${sampleCountsText(result.kept)}` });
      return result;
    },
  };
}
