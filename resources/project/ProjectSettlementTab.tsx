import { SettlementPanel } from '../../src/client/pages/settlement/SettlementPanel';

/** settlement: the selected project's settlements (its Project-Key scopes the summary). */
export function ProjectSettlementTab() {
  return <SettlementPanel />;
}
