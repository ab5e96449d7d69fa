import { SchemaList } from '../../src/client/schema-ui';
import { StepProtocolNote } from './StepProtocolNote';

export default function StepConfigurationList() {
  return <SchemaList header={<StepProtocolNote />} />;
}
