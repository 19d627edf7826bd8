// Running alone (`npm run dev`): the remote's pages without the shell.
import { runStandalone } from '@matchday/ui/federation/standalone';
import { remoteDefinition } from './app/definition';

void runStandalone(remoteDefinition, document.getElementById('root')!);
