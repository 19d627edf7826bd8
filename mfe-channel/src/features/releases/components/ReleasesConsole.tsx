// The console's releases tab (`/ops?tab=releases`), for operators and customer service: how the
// remote versions in the field are doing. The release itself — its versions and canaries — and
// the actions on it will sit above the field data, in the slot marked below.
import Box from '@mui/material/Box';
import { FieldDataPanel } from './FieldDataPanel';

export function ReleasesConsole() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="releases-console">
      {/* The release (versions, canaries) and its actions go here, above what the field says of it. */}
      <FieldDataPanel />
    </Box>
  );
}
