// Classic Greenhouse board behaviour: Attach opens the file chooser and names the chosen file,
// "enter manually" shows the paste box, the location field suggests places, and Submit
// Application sends the form (after the reCAPTCHA, when the board has one).
(function () {
  var form = document.getElementById('application_form');
  if (!form) return;
  document.querySelectorAll('.attach-or-paste').forEach(function (box) {
    var file = box.querySelector('input[type=file]');
    var paste = box.querySelector('.paste-area');
    var chosen = box.querySelector('.chosen-file');
    box.querySelector('[data-source=attach]').addEventListener('click', function () {
      file.click();
    });
    box.querySelector('[data-source=paste]').addEventListener('click', function () {
      paste.hidden = false;
      paste.querySelector('textarea').focus();
    });
    file.addEventListener('change', function () {
      chosen.textContent = file.files.length ? file.files[0].name : '';
    });
  });
  var location = document.getElementById('job_application_location');
  if (location) window.sandboxPlaces(location, document.getElementById('location_autocomplete-items-popup'));
  document.getElementById('submit_app').addEventListener('click', function () {
    var captcha = form.querySelector('[data-captcha]');
    if (captcha && !window.sandboxCaptcha.solved(captcha)) {
      window.sandboxCaptcha.open(captcha);
      return;
    }
    form.submit();
  });
})();
