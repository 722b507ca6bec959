/** sx of text that a screen reader reads and the eye does not see (MUI's visuallyHidden, without @mui/utils). */
export const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', m: '-1px', p: 0, border: 0 } as const;
