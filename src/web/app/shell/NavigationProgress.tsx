import { Box } from '@mantine/core';
import { useNavigation } from 'react-router';
import classes from './NavigationProgress.module.css';

/** A thin bar at the top of the window while a lazy route loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Box className={classes.bar} aria-hidden />;
}
