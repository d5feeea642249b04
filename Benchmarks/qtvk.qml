// The smallest Qt 6 Virtual Keyboard app: one text field with focus and the keyboard shown
// under it. Benchmarks/peers.sh runs it with `qml` (Debian: qml-qt6) and
// QT_IM_MODULE=qtvirtualkeyboard; the window maps once the scene is loaded.
import QtQuick
import QtQuick.Window
import QtQuick.VirtualKeyboard

Window {
    width: 800
    height: 480
    visible: true
    title: "Qt Virtual Keyboard"

    TextInput {
        id: field
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 20 }
        font.pixelSize: 24
        focus: true
        text: ""
    }

    InputPanel {
        id: keyboard
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        active: true
    }
}
