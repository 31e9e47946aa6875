import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/**
 * The Overview's tables of figures: a first column that names each row, then one right-aligned column per
 * figure. Focusable, so keyboard users can scroll it sideways on a phone. `children` is its TableBody.
 */
export function FigureTable({
  label,
  labelledBy,
  columns,
  children,
}: {
  label: string;
  labelledBy?: string;
  columns: [first: ReactNode, ...figures: ReactNode[]];
  children: ReactNode;
}) {
  const [first, ...figures] = columns;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& th, & td': { overflowWrap: 'anywhere', px: { xs: 0.75, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {first}
            </TableCell>
            {figures.map((figure, index) => (
              <TableCell component="th" scope="col" align="right" key={index}>
                {figure}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {children}
      </Table>
    </TableContainer>
  );
}
