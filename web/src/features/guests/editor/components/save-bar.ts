/**
 * Where a section of the guest's Edit dialog keeps its Save: at the foot of the dialog's scrolling panel,
 * always in view while its form is (on a phone the form is taller than the screen), never under the
 * dialog's footer.
 */
export const saveBarSx = {
  display: 'flex',
  justifyContent: 'flex-end',
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  py: 1,
  borderTop: 1,
  borderColor: 'divider',
} as const;
