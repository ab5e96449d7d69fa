import { SchemaCreate } from '../../src/client/schema-ui';
import { StepProtocolNote } from './StepProtocolNote';

export default function StepConfigurationCreate() {
  return <SchemaCreate header={<StepProtocolNote />} />;
}
