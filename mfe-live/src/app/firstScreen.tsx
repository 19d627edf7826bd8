// The remote's first screens for the shell's server (built for Node by tools/rspack/createConfig.mjs,
// deployed with the remote): who is live now and the lives coming up, and a live room (as a visitor
// sees it), drawn from the answers the server read.
import { firstScreenRenderer } from '@matchday/ui/firstScreen/renderRemoteFirstScreen';
import { remoteDefinition } from './definition';

export const { routes, renderFirstScreen } = firstScreenRenderer(remoteDefinition, ['streamer', 'live', 'mLive']);
