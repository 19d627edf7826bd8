// A page's tabs: the WAI-ARIA tabs pattern (one tab in the focus order, arrow keys and Home/End
// move between tabs, right to left reversed) on MUI's ButtonBase. MUI's Tabs would add about
// 6 KB gzip to every first visit for scroll buttons and an animated indicator; here a phone
// swipes the strip sideways and the selected tab scrolls into view.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface StripTab {
  value: string;
  label: string;
}

interface TabStripProps {
  tabs: readonly StripTab[];
  value: string;
  onChange: (value: string) => void;
  /** Tabs share the width (two or three short choices, as on the login form). */
  fullWidth?: boolean;
  /** Space under the strip (theme spacing). */
  gap?: number;
}

/** Where a key moves focus from `index` among `count` tabs; null for keys the strip ignores. */
export function tabKeyTarget(key: string, index: number, count: number, rightToLeft: boolean): number | null {
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function TabStrip({ tabs, value, onChange, fullWidth = false, gap = 2 }: TabStripProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(0, tabs.findIndex((tab) => tab.value === value));

  useEffect(() => {
    buttons.current[selected]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = tabKeyTarget(event.key, index, tabs.length, rightToLeft);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    onChange(tabs[target]!.value);
  };

  return (
    <Box
      role="tablist"
      sx={{
        display: 'flex',
        overflowX: 'auto',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
        borderBottom: 1,
        borderColor: 'divider',
        mb: gap,
      }}
    >
      {tabs.map((tab, index) => {
        const isSelected = index === selected;
        return (
          <ButtonBase
            key={tab.value}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            role="tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{
              flex: fullWidth ? 1 : '0 0 auto',
              minHeight: 48,
              minWidth: 90,
              px: 2,
              typography: 'body2',
              fontWeight: 500,
              color: isSelected ? 'primary.main' : 'text.secondary',
              boxShadow: isSelected ? 'inset 0 -2px 0 currentColor' : 'none',
              transition: 'color 150ms, box-shadow 150ms',
              '&:hover': { color: isSelected ? 'primary.main' : 'text.primary' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
