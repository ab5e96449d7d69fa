import { SchemaShow } from '../../src/client/schema-ui';
import { StepProtocolNote } from './StepProtocolNote';

export default function StepConfigurationShow() {
  return <SchemaShow header={<StepProtocolNote />} />;
}
