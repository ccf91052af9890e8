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
  /** The resume to send: a File uploaded now, or { savedId, name } for a saved resume card. */
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
    closeList();
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
    if (file) {
      if (file.files[0]) return file.files[0];
      const card = element.querySelector('[data-easy-apply-resume-card] input[type=radio]:checked');
      return card ? { savedId: Number(card.value), name: card.dataset.fileName } : null;
    }
    if (element.dataset.sandboxField === 'topChoice') return element.querySelector('input[type=checkbox]').checked;
    const typed = element.querySelector('[data-test-single-typeahead-input]');
    // Only a chosen suggestion is an answer; typed text alone is kept to be refused.
    if (typed) return typed.value;
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
      else if (element.querySelector('[data-test-single-typeahead-input]')) {
        const input = element.querySelector('[data-test-single-typeahead-input]');
        values[key] = input.dataset.chosen === value ? value : '';
      } else values[key] = value;
    }
  }

  function restoreValues() {
    for (const element of fields()) {
      const key = element.dataset.sandboxField;
      if (key === 'resume') {
        if (resumeFile && !(resumeFile instanceof File)) {
          selectCard(element, String(resumeFile.savedId));
        } else if (resumeFile) {
          selectCard(element, null);
          const transfer = new DataTransfer();
          transfer.items.add(resumeFile);
          element.querySelector('input[type=file]').files = transfer.files;
          element.querySelector('[data-easy-apply-file-name]').textContent = resumeFile.name;
        }
        continue;
      }
      if (!(key in values)) continue;
      const value = values[key];
      if (key === 'topChoice') {
        setTopChoice(element, value);
        continue;
      }
      const typed = element.querySelector('[data-test-single-typeahead-input]');
      if (typed) {
        typed.value = value;
        typed.dataset.chosen = value;
        continue;
      }
      for (const input of element.querySelectorAll('input[type=radio], input[type=checkbox]')) {
        input.checked = Array.isArray(value) ? value.includes(input.value) : input.value === value;
      }
      const plain = element.querySelector('select, textarea, input:not([type=radio]):not([type=checkbox])');
      if (plain) plain.value = value === '' && plain.tagName === 'SELECT' ? config.placeholder : value;
    }
  }

  const wholeNumber = (min, max) =>
    config.messages.wholeNumber.replace('{min}', String(min)).replace('{max}', String(max));
  const decimalNumber = (min) => config.messages.decimalNumber.replace('{min}', min.toFixed(1));

  /** LinkedIn's check of a number field (rules.ts numberProblem, which the server applies again). */
  function numberProblem(text, question) {
    const value = text.trim();
    if (question.decimal) {
      return /^-?\d+(\.\d+)?$/.test(value) && Number(value) > question.min ? null : decimalNumber(question.min);
    }
    const number = Number(value);
    return /^-?\d+$/.test(value) && number >= question.min && number <= question.max
      ? null
      : wholeNumber(question.min, question.max);
  }

  /** The error LinkedIn would show for this field, or null. */
  function problem(key, value, element) {
    if (key === 'topChoice') return null;
    if (key === 'resume') {
      if (!value) return config.messages.resumeRequired;
      if (!(value instanceof File)) return null;
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
    if (question.type === 'consent') return empty && question.required ? config.messages.consent : null;
    if (empty) return question.required ? (choice ? config.messages.selection : config.messages.required) : null;
    if (question.type === 'typeahead') {
      const input = element.querySelector('[data-test-single-typeahead-input]');
      return input.dataset.chosen === value ? null : config.messages.required;
    }
    if (question.type === 'numeric') return numberProblem(value, question);
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
    // The id the field's aria-describedby names for its error, so the message is read with it.
    const described = element.querySelector('[aria-describedby]')?.getAttribute('aria-describedby') ?? '';
    const errorId = described.split(/\s+/).find((id) => id.endsWith('-error'));
    if (errorId) feedback.id = errorId;
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
      const message = problem(element.dataset.sandboxField, readField(element), element);
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
    if ('topChoice' in values) add('Top choice', values.topChoice ? 'Yes' : 'No');
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
      ...(resumeFile && !(resumeFile instanceof File) && { resumeId: resumeFile.savedId }),
      ...('topChoice' in values && { topChoice: values.topChoice }),
    };
    const body = new FormData();
    body.append('application', JSON.stringify(application));
    if (resumeFile instanceof File) body.append('resume', resumeFile, resumeFile.name);
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

  // An error goes as soon as the answer is edited ("input", not "change": a change fires on blur,
  // and moving the footer under a pressed button would swallow the click).
  form.addEventListener('input', (event) => {
    const element = event.target.closest('[data-sandbox-field]');
    if (element) clearError(element);
  });
  // A number field is checked once something is typed and the field is left, as LinkedIn's is:
  // "Enter a whole number between 0 and 99" under a field given 1.5.
  form.addEventListener('focusout', (event) => {
    const element = event.target.closest('[data-sandbox-field]');
    const question = element && config.questions[element.dataset.sandboxField];
    if (!question || question.type !== 'numeric' || event.target.value.trim() === '') return;
    const message = numberProblem(event.target.value, question);
    if (message) showError(element, message);
  });
  form.addEventListener('change', (event) => {
    const element = event.target.closest('[data-sandbox-field]');
    if (!element) return;
    if (event.target.closest('[data-easy-apply-resume-card]')) {
      // Choosing a card deselects the others (each card has its own radio, as on LinkedIn).
      selectCard(element, event.target.checked ? event.target.value : null);
      clearError(element);
      return;
    }
    if (element.dataset.sandboxField === 'topChoice') {
      setTopChoice(element, event.target.checked);
      return;
    }
    if (event.target.type !== 'file') return;
    resumeFile = event.target.files[0] ?? null;
    // An uploaded file replaces the chosen card for this application.
    if (resumeFile) selectCard(element, null);
    element.querySelector('[data-easy-apply-file-name]').textContent = resumeFile ? resumeFile.name : '';
    clearError(element);
  });

  /** Marks one saved resume card selected (or none), with LinkedIn's labels for each state. */
  function selectCard(element, id) {
    for (const card of element.querySelectorAll('[data-easy-apply-resume-card]')) {
      const radio = card.querySelector('input[type=radio]');
      const selected = radio.value === id;
      radio.checked = selected;
      card.classList.toggle('jobs-document-upload-redesign-card__container--selected', selected);
      card.setAttribute('aria-label', selected ? 'Selected' : 'Select this resume');
      card.querySelector('.a11y-text').textContent =
        `${selected ? 'Deselect' : 'Select'} resume ${radio.dataset.fileName}`;
    }
  }

  function setTopChoice(element, checked) {
    element.querySelector('input[type=checkbox]').checked = checked;
    element.querySelector('[role=checkbox]').setAttribute('aria-checked', String(checked));
  }

  // The top-choice box is a role=checkbox wrapper: a click anywhere on it toggles it.
  form.addEventListener('click', (event) => {
    const wrapper = event.target.closest('[role=checkbox]');
    if (!wrapper || event.target.matches('input, label')) return;
    const element = wrapper.closest('[data-sandbox-field]');
    setTopChoice(element, wrapper.getAttribute('aria-checked') !== 'true');
  });

  // ---- The city typeahead: suggestions while typing; only a chosen one is an answer. ----

  const normalise = (text) => text.trim().toLowerCase();
  let openList = null;

  /** Keeps the open list from under its input to the bottom of the window: it covers "Next". */
  function placeList() {
    if (!openList) return;
    const input = document.getElementById(openList.id.replace(/-listbox$/, ''));
    const field = input.getBoundingClientRect();
    const dialog = overlay.querySelector('[role=dialog]').getBoundingClientRect();
    Object.assign(openList.style, {
      position: 'fixed',
      top: `${field.bottom}px`,
      left: `${dialog.left}px`,
      width: `${dialog.width}px`,
      bottom: '0px',
    });
  }

  function closeList() {
    if (!openList) return;
    openList.hidden = true;
    document.getElementById(openList.id.replace(/-listbox$/, ''))?.setAttribute('aria-expanded', 'false');
    openList = null;
  }

  function showSuggestions(input) {
    const element = input.closest('[data-sandbox-field]');
    const list = element.querySelector('[data-easy-apply-suggestions]');
    const typed = normalise(input.value);
    const suggestions = typed
      ? (config.questions[element.dataset.sandboxField].suggestions ?? [])
          .filter((s) => normalise(s).includes(typed))
          .slice(0, 8)
      : [];
    list.replaceChildren(
      ...suggestions.map((text, i) => {
        const option = document.createElement('div');
        option.setAttribute('role', 'option');
        option.id = `${list.id}-option-${i}`;
        option.setAttribute('aria-selected', 'false');
        option.className = 'basic-typeahead__selectable';
        const span = document.createElement('span');
        span.textContent = text;
        option.append(span);
        return option;
      }),
    );
    if (suggestions.length === 0) {
      if (openList === list) closeList();
      return;
    }
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    openList = list;
    placeList();
  }

  function choose(option) {
    const list = option.closest('[data-easy-apply-suggestions]');
    const input = document.getElementById(list.id.replace(/-listbox$/, ''));
    input.value = option.textContent.trim();
    input.dataset.chosen = input.value;
    closeList();
    clearError(input.closest('[data-sandbox-field]'));
  }

  form.addEventListener('input', (event) => {
    if (!event.target.matches('[data-test-single-typeahead-input]')) return;
    delete event.target.dataset.chosen;
    showSuggestions(event.target);
  });
  form.addEventListener('keydown', (event) => {
    if (!event.target.matches('[data-test-single-typeahead-input]') || !openList) return;
    const options = [...openList.querySelectorAll('[role=option]')];
    const current = options.findIndex((o) => o.getAttribute('aria-selected') === 'true');
    if (event.key === 'Escape') {
      event.preventDefault();
      closeList();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (current + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length;
      options.forEach((o, i) => o.setAttribute('aria-selected', String(i === next)));
      event.target.setAttribute('aria-activedescendant', options[next].id);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      choose(options[current]);
    }
  });
  // A suggestion is chosen on mousedown, before the input loses focus, as typeaheads do.
  overlay.addEventListener('mousedown', (event) => {
    const option = event.target.closest('[data-easy-apply-suggestions] [role=option]');
    if (option) {
      event.preventDefault();
      choose(option);
    } else if (openList && !event.target.closest('.search-basic-typeahead')) {
      closeList();
    }
  });
  overlay.querySelector('[role=dialog]').addEventListener('scroll', placeList);
  window.addEventListener('resize', placeList);

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

  // Last, once every handler and state above exists: the SDUI apply link's page opens the flow.
  if (config.openOnLoad && new URLSearchParams(location.search).get('openSDUIApplyFlow') === 'true') open();
})();
