/** The engine's input and output types live in contracts, so the report pages render the same shape. */
export * from '@rira/contracts/report-types';
