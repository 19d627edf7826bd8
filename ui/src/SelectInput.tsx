// A native select with MUI's outlined look and a label above it, without what MUI's TextField
// brings (its select mode's menu, popover and modal). The phone's own picker opens, which is
// what a fan expects there, and the page loads no overlay code to show a list of names.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode } from 'react';

export interface SelectInputProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** `<option>` elements. */
  children: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

export function SelectInput({ label, value, onChange, children, helperText, error, size, fullWidth, sx }: SelectInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" size={size} error={error} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={onChange}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'aria-describedby': helperId }}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
