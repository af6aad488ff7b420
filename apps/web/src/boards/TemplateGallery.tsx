import type { TemplateSummary } from '@taskhub/domain';
import { ArrowLeft, LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Chip, EmptyState, Select, Spinner, Status } from '../ui/index.js';
import { allJobTypes, jobTypeOptions, templateTypeLabels } from './labels.js';
import { useTemplateCards, useTemplates } from './useTemplates.js';
import './boards.css';

export interface TemplateGalleryProps {
  /** The team filter to start with (a workspace's job type when known), else every team's templates. */
  initialJobType?: string;
  /** "Use template": a board is made from it. */
  onUse(template: TemplateSummary): void;
  /** A board is being made from the chosen template. */
  busy?: boolean;
}

/** A template's sections as the columns a board made from it starts with. */
export function TemplatePreview({ template }: { template: TemplateSummary }) {
  const cards = useTemplateCards(template);
  return (
    <div className="template-preview">
      <p className="template-preview-note">
        <FormattedMessage id="templates.previewNote" />{' '}
        {template.type === 'workflow_only' ? null : <FormattedMessage id="templates.previewCards" />}
      </p>
      <ol className="template-preview-columns">
        {template.sections.map((section, index) => (
          <li key={`${index}-${section}`} className="template-preview-column">
            <span className="template-preview-section">{section}</span>
            {template.type === 'workflow_only' || !cards[index]?.length ? null : (
              <ul className="template-preview-cards">
                {cards[index]!.map((title, card) => <li key={`${card}-${title}`} className="template-preview-card">{title}</li>)}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The template gallery (SPEC.md "browse templates"): a team filter over SPEC.md's job types, each template a card with
 * its name, description and type; choosing one previews its sections, and "Use template" hands it on.
 */
export function TemplateGallery({ initialJobType, onUse, busy = false }: TemplateGalleryProps) {
  const intl = useIntl();
  const { load, reload } = useTemplates();
  const [jobType, setJobType] = useState(initialJobType ?? allJobTypes);
  const [chosen, setChosen] = useState<TemplateSummary | null>(null);

  if (load.state === 'loading') return <Status className="boards-loading"><Spinner /> <FormattedMessage id="common.loading" /></Status>;
  if (load.state === 'failed') {
    return (
      <Alert>
        <FormattedMessage id="templates.loadFailed" />{' '}
        <Button variant="secondary" onClick={() => void reload()}><FormattedMessage id="common.retry" /></Button>
      </Alert>
    );
  }
  if (chosen) {
    return (
      <section className="template-detail" aria-labelledby="template-detail-title">
        <Button variant="secondary" className="template-back" onClick={() => setChosen(null)}>
          <ArrowLeft className="icon" aria-hidden="true" /> <FormattedMessage id="templates.back" />
        </Button>
        <h3 id="template-detail-title" className="template-detail-title">
          <FormattedMessage id="templates.previewTitle" values={{ template: chosen.name }} />
        </h3>
        <p className="template-card-description">{chosen.description}</p>
        <Chip tone="accent"><FormattedMessage id={templateTypeLabels[chosen.type]} /></Chip>
        <TemplatePreview template={chosen} />
        <div className="dialog-actions">
          <Button busy={busy} onClick={() => onUse(chosen)}><FormattedMessage id="templates.use" /></Button>
        </div>
      </section>
    );
  }
  const shown = load.templates.filter((template) => jobType === allJobTypes || template.jobType === jobType);
  return (
    <div className="template-gallery">
      <Select className="template-filter" label={<FormattedMessage id="templates.jobType" />} value={jobType} onValueChange={setJobType}
        options={jobTypeOptions.map((option) => ({ value: option.value, label: <FormattedMessage id={option.label} /> }))} />
      {shown.length === 0 ? (
        <EmptyState icon={<LayoutTemplate className="icon" />} title={<FormattedMessage id="templates.none" />} hint={<FormattedMessage id="templates.none.hint" />} />
      ) : (
        <ul className="template-cards" aria-label={intl.formatMessage({ id: 'templates.gallery' })}>
          {shown.map((template) => (
            <li key={template.id} className="template-card">
              <button type="button" className="template-card-button" onClick={() => setChosen(template)}
                aria-label={intl.formatMessage({ id: 'templates.preview' }, { template: template.name })}>
                <span className="template-card-name">{template.name}</span>
                <span className="template-card-description">{template.description}</span>
                <span className="template-card-meta">
                  <Chip tone="neutral"><FormattedMessage id={templateTypeLabels[template.type]} /></Chip>
                  <span className="template-card-count"><FormattedMessage id="templates.sections" values={{ count: template.sections.length }} /></span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
