// Ashby's application app: #root is empty until the app renders the form (from the page's
// template, half a second after load, as Ashby's React bundle does after its API call). Yes/No
// buttons set a hidden checkbox, Upload File opens the chooser and lists the file, the location
// autocomplete suggests places, and Submit Application sends everything to the GraphQL endpoint.
(function () {
  var root = document.getElementById('root');
  var template = document.getElementById('ashby-app');
  setTimeout(function () {
    root.appendChild(template.content.cloneNode(true));
    start();
  }, 500);

  function start() {
    var pane = root.querySelector('#form');
    var container = pane.querySelector('.ashby-application-form-container');
    var yesNo = {};
    var location = '';

    pane.querySelectorAll('.ashby-application-form-input-yesno').forEach(function (group) {
      var input = group.querySelector('[data-yesno]');
      group.querySelectorAll('button').forEach(function (button) {
        button.addEventListener('click', function () {
          group.querySelectorAll('button').forEach(function (b) {
            b.setAttribute('aria-pressed', b === button ? 'true' : 'false');
          });
          yesNo[input.name] = button.getAttribute('data-option') === 'yes' ? 'true' : 'false';
          input.checked = yesNo[input.name] === 'true';
          clearError(group);
        });
      });
    });
    pane.querySelectorAll('.ashby-application-form-input-file').forEach(function (box) {
      var file = box.querySelector('input[type=file]');
      var item = box.querySelector('.ashby-application-form-input-file-item');
      box.querySelector('.ashby-application-form-input-file-dropzone-upload').addEventListener('click', function () {
        file.click();
      });
      file.addEventListener('change', function () {
        item.hidden = !file.files.length;
        item.querySelector('.ashby-application-form-input-file-item-name').textContent = file.files.length
          ? file.files[0].name
          : '';
        box.querySelector('.ashby-application-form-input-file-dropzone-upload span span').textContent = file.files
          .length
          ? 'Replace'
          : 'Upload File';
        clearError(box);
      });
    });
    var locationInput = pane.querySelector('[data-location]');
    if (locationInput) {
      window.sandboxPlaces(locationInput, pane.querySelector('#_systemfield_location-listbox'), function (place) {
        location = place;
      });
      locationInput.addEventListener('input', function () {
        location = '';
      });
    }

    function entryOf(el) {
      return el.closest('[data-field-path]');
    }
    function clearError(el) {
      var entry = entryOf(el);
      if (!entry) return;
      entry.querySelectorAll('.ashby-application-form-field-error').forEach(function (e) {
        e.remove();
      });
      entry.querySelectorAll('[aria-invalid]').forEach(function (e) {
        e.removeAttribute('aria-invalid');
      });
    }
    pane.querySelectorAll('input, textarea, select').forEach(function (el) {
      el.addEventListener('input', function () {
        clearError(el);
      });
      el.addEventListener('change', function () {
        clearError(el);
      });
    });

    var banner = pane.querySelector('.ashby-application-form-errors');
    function showMissing(labels) {
      banner.querySelector('ul').innerHTML = '';
      labels.forEach(function (label) {
        var li = document.createElement('li');
        li.textContent = 'Missing entry for required field: ' + label;
        banner.querySelector('ul').appendChild(li);
        container.querySelectorAll('[data-field-path]').forEach(function (entry) {
          var title = entry.querySelector('.ashby-application-form-question-title');
          if (!title || title.textContent.trim() !== label) return;
          var error = document.createElement('div');
          error.className = 'ashby-application-form-field-error';
          error.setAttribute('role', 'alert');
          error.textContent = 'Missing entry for required field: ' + label;
          entry.appendChild(error);
          var control = entry.querySelector('input, textarea, select');
          if (control) control.setAttribute('aria-invalid', 'true');
        });
      });
      banner.hidden = !labels.length;
    }

    pane.querySelector('.ashby-application-form-submit-button').addEventListener('click', function () {
      container.querySelectorAll('.ashby-application-form-field-error').forEach(function (e) {
        e.remove();
      });
      var data = new FormData();
      data.append('jobPostingId', container.getAttribute('data-job-posting-id'));
      container.querySelectorAll('input, textarea, select').forEach(function (el) {
        if (el.type === 'file') {
          if (el.files.length) data.append(el.name, el.files[0]);
          return;
        }
        if (el.hasAttribute('data-yesno') || el.hasAttribute('data-location')) return;
        if (el.type === 'checkbox') {
          if (el.checked) data.append(el.getAttribute('data-group'), el.name);
          return;
        }
        if (el.name) data.append(el.name, el.value);
      });
      Object.keys(yesNo).forEach(function (name) {
        data.append(name, yesNo[name]);
      });
      if (locationInput) data.append('_systemfield_location', location);
      var token = pane.querySelector('.grecaptcha-badge [name="g-recaptcha-response"]');
      if (token) data.append('recaptchaToken', token.value);
      fetch(root.getAttribute('data-submit'), { method: 'POST', body: data })
        .then(function (r) {
          return r.json();
        })
        .then(function (result) {
          if (result.success) {
            pane.innerHTML =
              '<div class="ashby-application-form-success-container"><h2>Success</h2>' +
              '<p role="status">Your application was successfully submitted. We\'ll contact you if there are next steps.</p></div>';
            return;
          }
          if (result.missing) {
            showMissing(result.missing);
            return;
          }
          showMissing([]);
          var failure =
            pane.querySelector('.ashby-application-form-failure-container') || document.createElement('div');
          failure.className = 'ashby-application-form-failure-container';
          failure.setAttribute('role', 'alert');
          failure.textContent = result.message;
          pane.insertBefore(failure, pane.querySelector('.ashby-application-form-submit-button'));
        })
        .catch(function () {
          showMissing([]);
          var failure = document.createElement('div');
          failure.className = 'ashby-application-form-failure-container';
          failure.textContent = 'Something went wrong submitting your application. Please try again.';
          pane.insertBefore(failure, pane.querySelector('.ashby-application-form-submit-button'));
        });
    });
  }
})();
