// The console's releases tab (`/ops?tab=releases`), for operators and customer service: the
// release itself — its versions, canaries, history and an operator's changes — above how the
// remote versions in the field are doing.
import Box from '@mui/material/Box';
import { FieldDataPanel } from './FieldDataPanel';
import { ReleasePanel } from './ReleasePanel';

export function ReleasesConsole() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="releases-console">
      <ReleasePanel />
      <FieldDataPanel />
    </Box>
  );
}
