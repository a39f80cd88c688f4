import classes from './TopProgressBar.module.css';

/** A thin indeterminate bar along the top edge of the window while something loads. */
export function TopProgressBar() {
  return (
    <div className={classes.track} role="progressbar" aria-label="Loading" aria-busy="true">
      <div className={classes.bar} />
    </div>
  );
}
