import type { ReactNode } from 'react';
import classes from './ScrollRegion.module.css';

export interface ScrollRegionProps {
  /** Accessible name of the region (it can be focused to scroll with the keyboard). */
  label: string;
  /** Width below which the content scrolls horizontally. */
  minWidth: number;
  children: ReactNode;
}

/**
 * Horizontal scrolling for wide tables on narrow screens, reachable by keyboard. On a phone the
 * cells marked `data-secondary` are hidden instead, so that the key columns and the row's
 * action fit (issue 18).
 */
export function ScrollRegion({ label, minWidth, children }: ScrollRegionProps) {
  return (
    <div className={classes.region} role="region" aria-label={label} tabIndex={0}>
      <div className={classes.inner} style={{ minWidth }}>
        {children}
      </div>
    </div>
  );
}
