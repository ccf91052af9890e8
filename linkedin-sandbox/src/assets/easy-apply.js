// The Easy Apply modal of the job page: shows one step at a time (a clone of the step's
// <template>, so only the current step is in the DOM, as on LinkedIn), checks each step before it
// advances and shows LinkedIn's inline errors, then posts the answers and the resume as multipart.
(() => {
  const config = JSON.parse(document.getElementById('easy-apply-config').textContent);
  const overlay = document.querySelector('[data-easy-apply-overlay]');
  const form = overlay.querySelector('[data-easy-apply-form]');
  const discard = overlay.querySelector('[data-easy-apply-discard]');
  const progress = overlay.querySelector('progress');
  const progressText = overlay.querySelector('[data-easy-apply-progress-text]');
  const openButton = document.querySelector('button[data-job-id]');

  /** Answers by field key ("contact.phone", a question id); checkboxes hold an array. */
  let values = {};
  let resumeFile = null;
  let step = 0;
  let finished = false;
  /** Whether a form step (not a result) is showing: only then does Dismiss ask to save or discard. */
  let inForm = false;

  const template = (selector) => document.querySelector(`template${selector}`).content.cloneNode(true);

  function show(fragment, percent) {
    inForm = false;
    form.replaceChildren(fragment);
    progress.value = percent;
    progress.setAttribute('aria-label', `Your job application progress is ${percent} percent`);
    progressText.textContent = `${percent}%`;
  }

  function showStep(index) {
    step = index;
    show(template(`[data-easy-apply-step="${index}"]`), Math.round((index / config.stepCount) * 100));
    inForm = true;
    restoreValues();
    if (index === config.stepCount - 1) fillSummary();
    form.querySelector('input, select, textarea, button')?.focus();
  }

  const fields = () => [...form.querySelectorAll('[data-sandbox-field]')];

  function readField(element) {
    const file = element.querySelector('input[type=file]');
    if (file) return file.files[0] ?? resumeFile;
    const checks = [...element.querySelectorAll('input[type=checkbox]')];
    if (checks.length) return checks.filter((c) => c.checked).map((c) => c.value);
    const radio = element.querySelector('input[type=radio]:checked');
    if (element.querySelector('input[type=radio]')) return radio ? radio.value : '';
    const select = element.querySelector('select');
    if (select) return select.value === config.placeholder ? '' : select.value;
    return element.querySelector('input, textarea').value;
  }

  function saveValues() {
    for (const element of fields()) {
      const key = element.dataset.sandboxField;
      const value = readField(element);
      if (key === 'resume') resumeFile = value;
      else values[key] = value;
    }
  }

  function restoreValues() {
    for (const element of fields()) {
      const key = element.dataset.sandboxField;
      if (key === 'resume') {
        if (resumeFile) {
          const transfer = new DataTransfer();
          transfer.items.add(resumeFile);
          element.querySelector('input[type=file]').files = transfer.files;
          element.querySelector('[data-easy-apply-file-name]').textContent = resumeFile.name;
        }
        continue;
      }
      if (!(key in values)) continue;
      const value = values[key];
      for (const input of element.querySelectorAll('input[type=radio], input[type=checkbox]')) {
        input.checked = Array.isArray(value) ? value.includes(input.value) : input.value === value;
      }
      const plain = element.querySelector('select, textarea, input:not([type=radio]):not([type=checkbox])');
      if (plain) plain.value = value === '' && plain.tagName === 'SELECT' ? config.placeholder : value;
    }
  }

  const wholeNumber = (min, max) =>
    config.messages.wholeNumber.replace('{min}', String(min)).replace('{max}', String(max));

  /** The error LinkedIn would show for this field, or null. */
  function problem(key, value) {
    if (key === 'resume') {
      if (!value) return config.messages.resumeRequired;
      const name = value.name.toLowerCase();
      if (!config.resume.extensions.some((ext) => name.endsWith(ext))) return config.messages.resumeType;
      if (value.size > config.resume.maxBytes) return config.messages.resumeSize;
      return null;
    }
    if (key === 'contact.email' || key === 'contact.phoneCountry') return value ? null : config.messages.selection;
    if (key === 'contact.phone') {
      if (!value.trim()) return config.messages.required;
      return new RegExp(config.phonePattern).test(value.trim()) ? null : config.messages.phone;
    }
    const question = config.questions[key];
    const empty = Array.isArray(value) ? value.length === 0 : value.trim() === '';
    const choice = question.type === 'select' || question.type === 'radio' || question.type === 'checkbox';
    if (empty) return question.required ? (choice ? config.messages.selection : config.messages.required) : null;
    if (question.type === 'numeric') {
      const text = value.trim();
      const number = Number(text);
      if (!/^-?\d+$/.test(text) || number < question.min || number > question.max) {
        return wholeNumber(question.min, question.max);
      }
    }
    return null;
  }

  function clearError(element) {
    element.querySelector('.artdeco-inline-feedback--error')?.remove();
    for (const input of element.querySelectorAll('input, select, textarea')) input.removeAttribute('aria-invalid');
  }

  function showError(element, message) {
    clearError(element);
    const feedback = document.createElement('div');
    feedback.className = 'artdeco-inline-feedback artdeco-inline-feedback--error ember-view';
    feedback.setAttribute('role', 'alert');
    const text = document.createElement('span');
    text.className = 'artdeco-inline-feedback__message';
    text.textContent = message;
    feedback.append(text);
    element.append(feedback);
    for (const input of element.querySelectorAll('input, select, textarea')) input.setAttribute('aria-invalid', 'true');
  }

  /** Checks the current step; shows every error and answers whether it may advance. */
  function validateStep() {
    let ok = true;
    for (const element of fields()) {
      const message = problem(element.dataset.sandboxField, readField(element));
      if (message) {
        showError(element, message);
        ok = false;
      } else {
        clearError(element);
      }
    }
    return ok;
  }

  function fillSummary() {
    const list = form.querySelector('[data-easy-apply-summary]');
    const add = (term, detail) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = detail || '—';
      list.append(dt, dd);
    };
    add('Email address', values['contact.email']);
    add('Phone', `${values['contact.phoneCountry'] ?? ''} ${values['contact.phone'] ?? ''}`);
    add('Resume', resumeFile?.name);
    for (const [id, question] of Object.entries(config.questions)) {
      const value = values[id];
      add(question.label, Array.isArray(value) ? value.join(', ') : value);
    }
  }

  function showServerError(message) {
    const box = form.querySelector('[data-easy-apply-server-error]');
    box.querySelector('.artdeco-inline-feedback__message').textContent = message;
    box.hidden = false;
  }

  async function submit(button) {
    const follow = form.querySelector('#follow-company-checkbox');
    const answers = {};
    for (const id of Object.keys(config.questions)) answers[id] = values[id] ?? '';
    const application = {
      contact: {
        email: values['contact.email'] ?? '',
        phoneCountry: values['contact.phoneCountry'] ?? '',
        phone: values['contact.phone'] ?? '',
      },
      answers,
      followCompany: follow ? follow.checked : false,
    };
    const body = new FormData();
    body.append('application', JSON.stringify(application));
    if (resumeFile) body.append('resume', resumeFile, resumeFile.name);
    button.disabled = true;
    try {
      const response = await fetch(`/jobs/view/${config.jobId}/easy-apply`, { method: 'POST', body });
      const result = await response.json().catch(() => ({}));
      if (response.ok) {
        finished = true;
        show(template('[data-easy-apply-result="sent"]'), 100);
      } else if (result.code === 'daily_limit') {
        show(template('[data-easy-apply-result="limit"]'), progress.value);
      } else {
        const messages = (result.errors ?? []).map((e) => (e.label ? `${e.label}: ${e.message}` : e.message));
        showServerError(messages.join(' ') || 'Something went wrong. Please try again.');
      }
    } catch {
      showServerError('Something went wrong. Please try again.');
    } finally {
      button.disabled = false;
    }
  }

  /** The safety reminder shows once per opening, before the form. */
  let reminded = false;

  function open() {
    overlay.hidden = false;
    discard.hidden = true;
    if (config.limitReached) {
      show(template('[data-easy-apply-result="limit"]'), 0);
      return;
    }
    if (config.safetyReminder && !reminded) {
      show(template('[data-easy-apply-result="safety"]'), 0);
      return;
    }
    values = {};
    resumeFile = null;
    finished = false;
    showStep(0);
  }

  function close() {
    overlay.hidden = true;
    discard.hidden = true;
    form.replaceChildren();
    // After a sent application the page shows it as applied, as LinkedIn's does.
    if (finished) location.reload();
  }

  openButton?.addEventListener('click', () => {
    reminded = false;
    open();
  });
  if (config.openOnLoad && new URLSearchParams(location.search).get('openSDUIApplyFlow') === 'true') open();

  // An error goes as soon as the answer is edited ("input", not "change": a change fires on blur,
  // and moving the footer under a pressed button would swallow the click).
  form.addEventListener('input', (event) => {
    const element = event.target.closest('[data-sandbox-field]');
    if (element) clearError(element);
  });
  form.addEventListener('change', (event) => {
    if (event.target.type !== 'file') return;
    const element = event.target.closest('[data-sandbox-field]');
    resumeFile = event.target.files[0] ?? null;
    element.querySelector('[data-easy-apply-file-name]').textContent = resumeFile ? resumeFile.name : '';
    clearError(element);
  });

  overlay.addEventListener('click', (event) => {
    const button = event.target.closest('[data-easy-apply-action]');
    if (!button) return;
    const action = button.dataset.easyApplyAction;
    if (action === 'back') {
      saveValues();
      showStep(step - 1);
    } else if (action === 'next') {
      if (!validateStep()) return;
      saveValues();
      showStep(step + 1);
    } else if (action === 'submit') {
      void submit(button);
    } else if (action === 'dismiss') {
      // Leaving a form half filled asks first, as LinkedIn does; otherwise it just closes.
      if (inForm) discard.hidden = false;
      else close();
    } else if (action === 'continue') {
      reminded = true;
      open();
    } else if (action === 'close' || action === 'done') {
      close();
    }
  });
})();
