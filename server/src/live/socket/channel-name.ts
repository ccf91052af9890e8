/** Pusher's channel-name rules: at most 164 characters from this set ('#' is reserved). */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export type ChannelKind = 'public' | 'private' | 'encrypted' | 'presence';

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name);
}

/** Which authorization a channel needs, read from its prefix. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}
