// A text field with MUI's look, without what MUI's TextField brings for its `select` mode (a
// select, its menu, a popover and a modal, loaded even by fields that never select). Forms on a
// first page (sign-in) use this; a field that selects uses TextField.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  required?: boolean;
  disabled?: boolean;
  /** Attributes of the `<input>` itself (`inputMode`, `maxLength`, `data-testid`). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { [data: `data-${string}`]: string | undefined };
  endAdornment?: ReactNode;
  /** A text area that grows from `minRows`. */
  multiline?: boolean;
  minRows?: number;
  /** Keeps the label above the field (dates and times show their own placeholder). */
  shrinkLabel?: boolean;
}

export function TextInput({ label, helperText, error, fullWidth, size, required, disabled, inputProps, shrinkLabel, ...input }: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} size={size} error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} notched={shrinkLabel || undefined} inputProps={{ ...inputProps, 'aria-describedby': helperId }} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
