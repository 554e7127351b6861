import { Card, CardContent, Typography } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';

interface CardSectionProps {
  /** The section's h2, which names it. */
  title: string;
  /** Makes the card a form: submitting it (button or Enter) calls this, without reloading the page. */
  onSubmit?: () => void;
  children: ReactNode;
}

/** One part of a screen in a card of its own, named by its heading; a form when it saves something. */
export function CardSection({ title, onSubmit, children }: CardSectionProps) {
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  // A form only where the section saves something: a plain section has no submit to catch.
  const form = onSubmit ? { component: 'form' as const, onSubmit: submit, noValidate: true } : {};
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent {...form}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
