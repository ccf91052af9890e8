// The newer Greenhouse board's behaviour: react-select comboboxes (open on click or typing, pick
// with a click or Enter), Attach / Enter manually, the location autocomplete, and the submission
// sent with fetch. The board answers the errors by field id (shown under each field as
// "<id>-error", the field aria-invalid), a security code to ask for, or where to go once accepted.
(function () {
  var form = document.getElementById('application-form');
  if (!form) return;
  var values = {};

  document.querySelectorAll('[data-select]').forEach(function (box) {
    var id = box.getAttribute('data-select');
    var input = document.getElementById(id);
    var menu = box.querySelector('.select__menu');
    var placeholder = box.querySelector('.select__placeholder');
    var single = box.querySelector('.select__single-value');
    var hidden = box.querySelector('[data-value-for]');
    var options = Array.prototype.slice.call(box.querySelectorAll('[role=option]'));
    var active = -1;
    function visible() {
      return options.filter(function (o) {
        return !o.hidden;
      });
    }
    function open() {
      menu.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    }
    function close() {
      menu.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      input.value = '';
      options.forEach(function (o) {
        o.hidden = false;
        o.classList.remove('select__option--is-focused');
      });
      active = -1;
    }
    function choose(option) {
      values[id] = option.getAttribute('data-value');
      hidden.value = values[id];
      single.textContent = values[id];
      single.hidden = false;
      placeholder.hidden = true;
      options.forEach(function (o) {
        o.setAttribute('aria-selected', o === option ? 'true' : 'false');
      });
      close();
      clearError(id);
    }
    input.addEventListener('focus', open);
    input.addEventListener('click', open);
    box.querySelector('.icon-button').addEventListener('click', function () {
      if (!menu.hidden) return close();
      open();
      input.focus();
    });
    input.addEventListener('input', function () {
      var q = input.value.toLowerCase();
      options.forEach(function (o) {
        o.hidden = o.textContent.toLowerCase().indexOf(q) === -1;
      });
      single.hidden = !!input.value || !values[id];
      placeholder.hidden = !!input.value || !!values[id];
      active = 0;
      open();
    });
    input.addEventListener('keydown', function (e) {
      var shown = visible();
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        open();
        if (!shown.length) return;
        active = (active + (e.key === 'ArrowDown' ? 1 : shown.length - 1)) % shown.length;
        shown.forEach(function (o, i) {
          o.classList.toggle('select__option--is-focused', i === active);
        });
        input.setAttribute('aria-activedescendant', shown[active].id);
      } else if (e.key === 'Enter') {
        e.preventDefault();
        if (!menu.hidden && shown.length) choose(shown[Math.max(active, 0)]);
      } else if (e.key === 'Escape' || e.key === 'Tab') {
        close();
      }
    });
    input.addEventListener('blur', function () {
      setTimeout(close, 150);
    });
    options.forEach(function (o) {
      o.addEventListener('mousedown', function (e) {
        e.preventDefault();
        choose(o);
      });
    });
  });

  document.querySelectorAll('.file-upload').forEach(function (box) {
    var file = box.querySelector('input[type=file]');
    var name = box.querySelector('.file-upload__filename');
    var text = box.querySelector('textarea');
    var attach = box.querySelector('[data-upload=attach]');
    if (attach)
      attach.addEventListener('click', function () {
        file.click();
      });
    var manual = box.querySelector('[data-upload=manual]');
    if (manual)
      manual.addEventListener('click', function () {
        text.hidden = false;
        text.focus();
      });
    file.addEventListener('change', function () {
      name.textContent = file.files.length ? file.files[0].name : '';
      clearError(file.id);
    });
  });

  var location = document.getElementById('candidate-location');
  if (location) window.sandboxPlaces(location, document.getElementById('candidate-location-listbox'));

  function fieldBox(id) {
    return form.querySelector('[data-field="' + id + '"]');
  }
  function clearError(id) {
    var box = fieldBox(id);
    if (!box) return;
    var p = document.getElementById(id + '-error');
    if (p) p.remove();
    var input = document.getElementById(id);
    if (input) input.setAttribute('aria-invalid', 'false');
  }
  function showError(id, message) {
    var box = fieldBox(id);
    if (!box) return;
    clearError(id);
    var p = document.createElement('p');
    p.id = id + '-error';
    p.className = 'helper-text helper-text--error';
    p.textContent = message;
    box.appendChild(p);
    var input = document.getElementById(id);
    if (input) input.setAttribute('aria-invalid', 'true');
  }
  form.querySelectorAll('input, textarea').forEach(function (el) {
    el.addEventListener('input', function () {
      if (el.id) clearError(el.id);
    });
  });

  function collect() {
    var data = new FormData();
    form.querySelectorAll('input[id], textarea[id]').forEach(function (el) {
      if (el.getAttribute('role') === 'combobox' && el.closest('[data-select]')) return;
      if (el.type === 'checkbox' || el.classList.contains('security-code')) return;
      if (el.type === 'file') {
        if (el.files.length) data.append(el.id, el.files[0]);
        return;
      }
      data.append(el.id, el.value);
    });
    Object.keys(values).forEach(function (id) {
      data.append(id, values[id]);
    });
    form.querySelectorAll('input[type=checkbox]:checked').forEach(function (el) {
      data.append(el.name, el.value);
    });
    var captcha = form.querySelector('[name="g-recaptcha-response"]');
    if (captcha) data.append('g-recaptcha-response', captcha.value);
    var code = Array.prototype.map
      .call(form.querySelectorAll('.security-code'), function (el) {
        return el.value;
      })
      .join('');
    if (code) data.append('security_code', code);
    return data;
  }

  var submitError = form.querySelector('.submit-error');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var captcha = form.querySelector('[data-captcha]');
    if (captcha && !window.sandboxCaptcha.solved(captcha)) {
      window.sandboxCaptcha.open(captcha);
      return;
    }
    submitError.hidden = true;
    fetch(form.getAttribute('action'), { method: 'POST', body: collect() })
      .then(function (response) {
        return response.json().then(function (body) {
          return { status: response.status, body: body };
        });
      })
      .then(function (result) {
        if (result.status === 200) {
          window.location.assign(form.getAttribute('data-confirmation'));
          return;
        }
        if (result.body.verification) {
          var box = form.querySelector('.email-verification');
          box.hidden = false;
          box.querySelector('.email-verification__text').textContent = result.body.verification;
          if (result.body.error) {
            submitError.textContent = result.body.error;
            submitError.hidden = false;
          }
          box.querySelector('input').focus();
          return;
        }
        var errors = result.body.errors || {};
        Object.keys(errors).forEach(function (id) {
          showError(id, errors[id]);
        });
        var firstBad = Object.keys(errors)[0];
        if (firstBad && fieldBox(firstBad)) fieldBox(firstBad).scrollIntoView({ block: 'center' });
      })
      .catch(function () {
        submitError.textContent = 'There was an error submitting your application. Please try again.';
        submitError.hidden = false;
      });
  });

  // The security code boxes move to the next one as a character is typed, as Greenhouse's do.
  var codeInputs = form.querySelectorAll('.security-code');
  codeInputs.forEach(function (el, i) {
    el.addEventListener('input', function () {
      if (el.value && codeInputs[i + 1]) codeInputs[i + 1].focus();
    });
  });
})();
