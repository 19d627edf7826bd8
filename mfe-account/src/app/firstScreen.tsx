// The remote's first screen for the shell's server (built for Node by tools/rspack/createConfig.mjs,
// deployed with the remote): the sign-in form, which reads nothing (sent inert: see firstReads.ts).
import { firstScreenRenderer } from '@matchday/ui/firstScreen/renderRemoteFirstScreen';
import { remoteDefinition } from './definition';

export const { routes, renderFirstScreen } = firstScreenRenderer(remoteDefinition, ['login']);
