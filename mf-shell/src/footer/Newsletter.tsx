import { remoteBlock } from '../federation/RemoteBlock';

/** mf-forms' newsletter box (`mf_forms/newsletter`), loaded lazily; nothing shows if it cannot be. */
export const Newsletter = remoteBlock<Record<string, never>>('mf_forms', 'newsletter');
