// Lever's apply page behaviour: the resume button names the chosen file, the location field
// suggests places (the pick also fills selectedLocation), and the invisible hCaptcha opens its
// challenge when the form is sent without a solved one.
(function () {
  var form = document.getElementById('application-form');
  if (!form) return;
  var resume = document.getElementById('resume-upload-input');
  resume.addEventListener('change', function () {
    form.querySelector('.visible-resume-upload .filename').textContent = resume.files.length
      ? resume.files[0].name
      : '';
    form.querySelector('.visible-resume-upload .default-label').hidden = !!resume.files.length;
  });
  form.querySelector('.visible-resume-upload').addEventListener('click', function (e) {
    if (e.target !== resume) {
      e.preventDefault();
      resume.click();
    }
  });
  var location = document.getElementById('location-input');
  if (location) {
    window.sandboxPlaces(location, document.getElementById('location-results'), function (place) {
      document.getElementById('selected-location').value = JSON.stringify({ name: place });
    });
  }
  form.addEventListener('submit', function (event) {
    var captcha = form.querySelector('[data-captcha]');
    if (captcha && !window.sandboxCaptcha.solved(captcha)) {
      event.preventDefault();
      window.sandboxCaptcha.open(captcha);
    }
  });
})();
