// Invoker commands (`command`, `commandfor`): a button opens or closes a <dialog> or popover with
// no script. React passes the lowercase attributes through; its types do not list them yet.
import "react";

declare module "react" {
  // The type parameter must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}
