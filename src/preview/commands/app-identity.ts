// The app whose commands are previewed: the sample guild's bot, the same app the message preview
// and the simulator speak for.
import { SAMPLE_APPLICATION_ID, SAMPLE_GUILD } from '../../model';

export interface AppIdentity {
  id: string;
  name: string;
}

const bot = SAMPLE_GUILD.users.find((u) => u.id === SAMPLE_APPLICATION_ID);

/** The sample app: its id and the name Discord shows in the picker's header and the Apps menu. */
export const SAMPLE_APP: AppIdentity = {
  id: SAMPLE_APPLICATION_ID,
  name: bot?.global_name ?? bot?.username ?? 'App',
};
