// The channels feature's face: what the rest of the server may use of it.
export { createChannelService } from './service';
export type { ChannelService } from './service';
export { clearOldChannelNumbers } from './records';
export { channelStates } from './states';
export type { ChannelState } from './states';
