// The remote's first screens for the shell's server (built for Node by tools/rspack/createConfig.mjs,
// deployed with the remote): the tipster ranking, the experts' remarks, the plans on sale and the
// blind box (the last two as a visitor sees them), drawn from the answers the server read.
import { firstScreenRenderer } from '@matchday/ui/firstScreen/renderRemoteFirstScreen';
import { remoteDefinition } from './definition';

export const { routes, renderFirstScreen } = firstScreenRenderer(remoteDefinition, ['ranking', 'remark', 'plan', 'mPlan', 'box']);
