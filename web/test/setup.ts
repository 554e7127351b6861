import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; a busy 2-core CI machine can take longer to render
// a react-admin screen. Waiting longer changes no result, only when a failure is reported.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
