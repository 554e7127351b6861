import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

interface ScreenHeadingProps {
  /** The screen's name: the app bar's title and the page's h1. */
  title: string;
  /** The label of the button beside it that creates a record ("New Category"); none without it. */
  createLabel?: string;
  onCreate?: () => void;
  /** The signed-in role cannot add any (the server would refuse). */
  hideCreate?: boolean;
  /** The screen's other actions (import, export), after the create button. */
  children?: ReactNode;
}

/** The top of a back-office list screen: its title, its h1, the button that adds a record and its other actions. */
export function ScreenHeading({ title, createLabel, onCreate, hideCreate = false, children }: ScreenHeadingProps) {
  return (
    <>
      <Title title={title} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {createLabel && onCreate && !hideCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
              {createLabel}
            </Button>
          ) : null}
          {children}
        </Stack>
      </Stack>
    </>
  );
}
