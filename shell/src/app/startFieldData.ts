// Field data of this page, on the release the shell runs (loaded by bootstrap.tsx after the page's
// load): the app layer joins the two features.
import { releaseStore } from '../features/federation/stores/releaseStore';
import { startFieldData } from '../features/rum/fieldData';

void startFieldData(() => releaseStore.getState().manifest);
