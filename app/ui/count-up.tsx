import type { CSSProperties } from "react";
import { COUNT_UP_MS } from "~/lib/constants";
import { formatNumber } from "~/lib/intl";

/**
 * A number that counts up from 0 to its target over 2 s the first time it scrolls into view
 * (spec §4). The text is always the target, for screen readers, visitors without JavaScript and
 * reduced motion; the enhancement script (app/enhance/count-up.ts) starts a CSS animation that
 * draws the moving figures over it (app.css, `[data-count-up]`).
 */
export function CountUp({ to, suffix = "" }: { to: number; suffix?: string }) {
  const style = { "--count-to": to, "--count-ms": `${COUNT_UP_MS}ms` } as CSSProperties;
  return (
    <span className="tabular-nums">
      <span data-module="count-up" data-count-up="" style={style}>
        {formatNumber(to)}
      </span>
      {suffix}
    </span>
  );
}
