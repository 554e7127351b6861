import { Button, type ButtonProps } from '@mui/material';
import { LinkBase } from 'react-admin';

type LinkButtonProps = Omit<ButtonProps<typeof LinkBase>, 'component'> & { to: string };

/**
 * A button that opens another back-office screen, with its label on every screen size
 * (react-admin's Button shows only its icon below 768 px, and these have none to show).
 */
export function LinkButton(props: LinkButtonProps) {
  return <Button component={LinkBase} {...props} />;
}
