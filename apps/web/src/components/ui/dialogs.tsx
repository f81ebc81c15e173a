import { lazyDialog } from "./lazy-dialog";

const panels = () => import("./dialog-panels");

/** Asks before something is deleted or replaced; `onConfirm` runs only on the confirm button. */
export const ConfirmDialog = lazyDialog(
  async () => (await panels()).ConfirmPanel,
  (props) => props.open,
);

/** Tells the user something that needs their attention (the spec's alerts), with one OK button. */
export const MessageDialog = lazyDialog(
  async () => (await panels()).MessagePanel,
  (props) => props.message !== null,
);

/** A dialog holding a form (editing a course). */
export const FormDialog = lazyDialog(
  async () => (await panels()).FormPanel,
  (props) => props.open,
);
