// The property details card (seed 000 §2): address, value (adjusted home amount), condition.
import type { Application } from '../../api/application';
import { propertyDetailsView } from '../../domain/property-details';
import { useAppEnv } from '../app-env';
import { DetailCard } from './detail-card';

/** The card, or nothing when the application has no property address. */
export function PropertyCard({ app }: { app: Application }) {
  const { t } = useAppEnv();
  const view = propertyDetailsView(app);
  if (!view) return null;
  return (
    <DetailCard
      title={t('msg:property.title')}
      testId="property-card"
      lines={[
        { label: t('msg:property.address'), value: view.address, testId: 'property-address' },
        { label: t('msg:property.value'), value: view.value ?? t('msg:property.valuePending'), testId: 'property-value' },
        { label: t('msg:property.condition'), value: t(`msg:property.condition.${view.condition}`), testId: 'property-condition' },
      ]}
    />
  );
}
