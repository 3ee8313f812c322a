//! Helpers of the unit tests. They read a system font, the only file access of this crate,
//! kept under a `tests/` directory so that the library source stays free of I/O.

use crate::pdf::Face;

pub fn face() -> Face {
    let data = std::fs::read("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        .expect("fonts-dejavu-core is installed");
    Face::new(&data, "regular").expect("a font")
}
