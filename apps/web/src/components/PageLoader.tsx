import { Center, Loader } from '@mantine/core';
import { TopProgressBar } from './TopProgressBar';

/** Shown while a screen or the auth state loads. */
export function PageLoader() {
  return (
    <>
      <TopProgressBar />
      <Center mih="60vh" data-testid="page-loader">
        <Loader />
      </Center>
    </>
  );
}
