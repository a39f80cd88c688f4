import { Outlet, useNavigation } from 'react-router';
import { TopProgressBar } from '../components/TopProgressBar';

/** Keeps the current screen up while the next one downloads, with the thin bar on top. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <TopProgressBar />}
      <Outlet />
    </>
  );
}
