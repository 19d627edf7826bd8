// The sun of the theme switch, drawn in strokes: MUI's LightMode path is four times longer, and
// the header is on every first visit.
import SvgIcon from '@mui/material/SvgIcon';

export function SunIcon() {
  return (
    <SvgIcon>
      <path d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8M12 2v2m0 16v2M2 12h2m16 0h2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </SvgIcon>
  );
}
