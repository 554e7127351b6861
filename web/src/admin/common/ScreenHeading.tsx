import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';

interface ScreenHeadingProps {
  /** The screen's name: the app bar's title and the page's h1. */
  title: string;
  /** The label of the button beside it that creates a record ("New Category"). */
  createLabel: string;
  onCreate: () => void;
  /** The signed-in role cannot add any (the server would refuse). */
  hideCreate?: boolean;
}

/** The top of a back-office list screen: its title, its h1, and the button that adds a record. */
export function ScreenHeading({ title, createLabel, onCreate, hideCreate = false }: ScreenHeadingProps) {
  return (
    <>
      <Title title={title} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', py: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {hideCreate ? null : (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {createLabel}
          </Button>
        )}
      </Stack>
    </>
  );
}
