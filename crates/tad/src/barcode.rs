//! The MRN as a Code 128 barcode, character set B (guidelines "Printing of the bar code"; not
//! EAN-128), drawn as filled bars.

use barcoders::sym::code128::Code128;

use crate::pdf::Canvas;
use crate::TadError;

/// barcoders selects the starting character set by this prefix (Ɓ = set B).
const SET_B: char = '\u{0181}';

/// The modules of the barcode: `true` for a bar, including the stop pattern.
pub fn modules(mrn: &str) -> Result<Vec<bool>, TadError> {
    let code = Code128::new(format!("{SET_B}{mrn}")).map_err(|_| TadError::Mrn(mrn.to_owned()))?;
    Ok(code.encode().into_iter().map(|m| m == 1).collect())
}

/// Draws the bars centred in the box at (`left`, `top`) of `width` × `height` mm, the
/// modules as wide as the box allows up to 0.33 mm: an 18-character MRN gets about 0.24 mm
/// in the TAD's MRN box, as HMRC prints it. The box's margin is the quiet zone.
pub fn draw(canvas: &mut Canvas, modules: &[bool], left: f32, top: f32, width: f32, height: f32) {
    let module = (width / modules.len().max(1) as f32).min(0.33);
    let start = left + (width - module * modules.len() as f32) / 2.0;
    let mut i = 0;
    while i < modules.len() {
        if modules[i] {
            let run = modules[i..].iter().take_while(|m| **m).count();
            canvas.fill_rect(start + i as f32 * module, top, run as f32 * module, height);
            i += run;
        } else {
            i += 1;
        }
    }
}
