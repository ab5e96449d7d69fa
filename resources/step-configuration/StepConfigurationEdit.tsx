import { SchemaEdit } from '../../src/client/schema-ui';
import { StepProtocolNote } from './StepProtocolNote';

export default function StepConfigurationEdit() {
  return <SchemaEdit header={<StepProtocolNote />} />;
}
