// The remote's first screens for the shell's server (built for Node by tools/rspack/createConfig.mjs,
// deployed with the remote): the latest articles and the latest videos, drawn from the answer the server read.
import { firstScreenRenderer } from '@matchday/ui/firstScreen/renderRemoteFirstScreen';
import { remoteDefinition } from './definition';

export const { routes, renderFirstScreen } = firstScreenRenderer(remoteDefinition, ['news', 'video']);
