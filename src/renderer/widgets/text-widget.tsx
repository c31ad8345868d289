import { getTemplate, type WidgetProps } from '@rjsf/utils';

/** `text`: a plain input through BaseInputTemplate (also serves number schemas). */
export function TextWidget(props: WidgetProps) {
  const Base = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <Base {...props} />;
}

/** `email`: type email, e-mail keyboard, autocomplete email, no autocapitalise or spellcheck. */
export function EmailWidget(props: WidgetProps) {
  const Base = getTemplate('BaseInputTemplate', props.registry, props.options);
  return (
    <Base
      {...props}
      type="email"
      options={{ inputMode: 'email', autocomplete: 'email', ...props.options }}
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

/** `hidden`: nothing visible; the value stays in formData. */
export function HiddenWidget(_: WidgetProps) {
  return null;
}
