import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

export interface Column<T> {
  readonly key: string;
  readonly label: string;
  readonly render: (row: T) => ReactNode;
  /** The server's sort key: the header becomes a sort button. */
  readonly sortKey?: string;
  /** Numbers align right in the table. */
  readonly numeric?: boolean;
  /** The row's title: first and bold in the phone card, without its label. */
  readonly primary?: boolean;
}

export interface SortState {
  readonly by: string;
  readonly order: SortOrder;
  readonly onChange: (by: string, order: SortOrder) => void;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  readonly label: string;
  readonly columns: readonly Column<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  /** Buttons for one row: the last column of the table, the foot of the phone card. */
  readonly actions?: (row: T) => ReactNode;
  readonly sort?: SortState;
  /** Shown instead of an empty table: what will appear here. */
  readonly empty: string;
  /** The action that makes rows appear ("Add a place"), under the empty text. */
  readonly emptyAction?: ReactNode;
  /** The first page is on its way: a skeleton of the rows takes their place. */
  readonly loading?: boolean;
  /** How many rows the loading skeleton shows: as many as usually come (5 unless said). */
  readonly loadingRows?: number;
  /** The list could not be read: the error and Retry take the place of the rows and of "empty". */
  readonly error?: unknown;
  readonly onRetry?: () => void;
  /** What failed, in the spec's words ("Error fetching the places."); a general sentence if absent. */
  readonly errorTitle?: string;
  /**
   * Rows become cards on a screen narrower than 768 px, and also when the table's own box (a
   * drawer, a panel) is narrower than this.
   */
  readonly cardsBelow?: number;
  readonly testId?: string;
}
